// autocannon verifyBody (loaded by its worker thread, hence CommonJS): a GraphQL answer is only
// a success when it has data and no errors, whatever its HTTP status said.
module.exports = (body) => typeof body === 'string' && body.startsWith('{"data":') && !body.includes('"errors":');
