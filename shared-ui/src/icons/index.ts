export {
  AlertCircleIcon,
  ChatIcon,
  CheckCircleIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
  CloseIcon,
  ExpandIcon,
  ExternalLinkIcon,
  LinkIcon,
  MenuIcon,
  PauseIcon,
  PhoneIcon,
  PlayIcon,
  SearchIcon,
} from './icons';
export { IconButton } from './IconButton/IconButton';
