export default { language: 'भाषा' };
