// Styles of overlays: menus, select dropdowns, dialogs and toasts. Imported by the lazily loaded
// modules that render them, so the first load of a seller page carries none of it.
// The base styles first, whatever imports this first: the library's later rules must win.
import './base'
import '@mantine/core/styles/ScrollArea.layer.css'
import '@mantine/core/styles/Popover.layer.css'
import '@mantine/core/styles/Combobox.layer.css'
import '@mantine/core/styles/Menu.layer.css'
import '@mantine/core/styles/Overlay.layer.css'
import '@mantine/core/styles/ModalBase.layer.css'
import '@mantine/core/styles/Modal.layer.css'
import '@mantine/core/styles/Notification.layer.css'
import '@mantine/notifications/styles.layer.css'
