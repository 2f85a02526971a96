import re

import requests
from flask import Flask, abort, jsonify, request

app = Flask(__name__)
RATES_ENDPOINT = "https://api.rates.example.com/v1/latest"
CODE_RE = re.compile(r"[A-Z]{3}")


@app.get("/rates")
def rates():
    base = request.args.get("base", "EUR").upper()
    if not CODE_RE.fullmatch(base):
        abort(400)
    r = requests.get(RATES_ENDPOINT, params={"base": base}, timeout=5)
    r.raise_for_status()
    return jsonify(r.json())
