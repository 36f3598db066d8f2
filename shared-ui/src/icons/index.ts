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
  MinusIcon,
  PauseIcon,
  PhoneIcon,
  PlayIcon,
  PlusIcon,
  SearchIcon,
} from './icons';
export type { IconComponent, IconProps } from './Icon/Icon';
export { IconButton } from './IconButton/IconButton';
export type { IconButtonProps } from './IconButton/IconButton';
