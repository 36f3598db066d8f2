export default {
  home: 'होम',
};
