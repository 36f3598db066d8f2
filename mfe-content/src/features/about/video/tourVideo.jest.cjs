// Jest runs modules as CommonJS, where import.meta does not exist: tests get a fixed address instead.
module.exports = { TOUR_VIDEO: { src: 'http://localhost/tour.webm', width: 640, height: 360 } };
