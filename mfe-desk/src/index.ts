// Federation needs an asynchronous boundary before shared modules (React, the router) are used.
import('./app/bootstrap');
