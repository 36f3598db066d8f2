export default { success: 'सफल', error: 'त्रुटि', ok: 'ठीक है', close: 'बंद करें' };
