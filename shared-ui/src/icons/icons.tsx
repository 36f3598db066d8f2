import { createIcon } from './Icon/Icon';

export const CloseIcon = createIcon('Close', <path d="M6 6l12 12M18 6L6 18" />);
export const MenuIcon = createIcon('Menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const ChevronDownIcon = createIcon('ChevronDown', <path d="M6 9l6 6 6-6" />);
export const ChevronUpIcon = createIcon('ChevronUp', <path d="M6 15l6-6 6 6" />);
export const ChevronLeftIcon = createIcon('ChevronLeft', <path d="M15 5l-7 7 7 7" />);
export const ChevronRightIcon = createIcon('ChevronRight', <path d="M9 5l7 7-7 7" />);
export const SearchIcon = createIcon('Search', <path d="M10.5 17.5a7 7 0 100-14 7 7 0 000 14zM20 20l-4.5-4.5" />);
export const ChatIcon = createIcon('Chat', <path d="M4 4h16v11H8l-4 4z" />);
export const PhoneIcon = createIcon(
  'Phone',
  <path d="M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z" />,
  { filled: true },
);
export const PlayIcon = createIcon('Play', <path d="M8 5v14l11-7z" />, { filled: true });
export const PauseIcon = createIcon('Pause', <path d="M6 5h4v14H6zM14 5h4v14h-4z" />, { filled: true });
export const LinkIcon = createIcon(
  'Link',
  <path d="M10 14a4.5 4.5 0 006.4 0l3-3a4.5 4.5 0 00-6.4-6.4l-1.2 1.2M14 10a4.5 4.5 0 00-6.4 0l-3 3a4.5 4.5 0 006.4 6.4l1.2-1.2" />,
);
export const ExpandIcon = createIcon('Expand', <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />);
export const ExternalLinkIcon = createIcon(
  'ExternalLink',
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5" />,
);
export const CheckCircleIcon = createIcon('CheckCircle', <path d="M12 21a9 9 0 100-18 9 9 0 000 18zM8 12l3 3 5-6" />);
export const AlertCircleIcon = createIcon(
  'AlertCircle',
  <path d="M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v6M12 16.5v.5" />,
);
