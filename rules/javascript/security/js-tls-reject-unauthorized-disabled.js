const https = require('https');
const axios = require('axios');
const fs = require('fs');

// ruleid: js-tls-reject-unauthorized-disabled
const insecureAgent = new https.Agent({ rejectUnauthorized: false });

function fetchReport(url) {
  // ruleid: js-tls-reject-unauthorized-disabled
  return axios.get(url, { httpsAgent: new https.Agent({ keepAlive: true, rejectUnauthorized: false }) });
}

// ok: js-tls-reject-unauthorized-disabled
const agent = new https.Agent({ rejectUnauthorized: true, ca: fs.readFileSync('/etc/ssl/internal-ca.pem') });

function fetchReportSafe(url) {
  // ok: js-tls-reject-unauthorized-disabled
  return axios.get(url, { httpsAgent: agent, timeout: 5000 });
}
