const express = require('express');
const cors = require('cors');
const app = express();

// ruleid: js-cors-wildcard-credentials
app.use(cors({ origin: '*', credentials: true }));

// ruleid: js-cors-wildcard-credentials
app.use('/api', cors({ credentials: true, origin: true, maxAge: 600 }));

app.use((req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin);
  // ruleid: js-cors-wildcard-credentials
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  next();
});

// ok: js-cors-wildcard-credentials
app.use(cors({ origin: ['https://app.example.com'], credentials: true }));

// ok: js-cors-wildcard-credentials
app.use('/public', cors({ origin: '*' }));

app.use('/static', (req, res, next) => {
  // ok: js-cors-wildcard-credentials
  res.setHeader('Access-Control-Allow-Origin', '*');
  next();
});
