import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
QUOTE_HOST = "quotes.internal.example.com"


def quote_url(host, path, **_extra):
    return f"https://{host}{path}"


@app.route("/prices/quote")
def price_quote():
    options = {"host": QUOTE_HOST, "path": "/v2/quote/default", "mirror": request.args.get("mirror", "")}
    url = quote_url(**options)
    reply = requests.get(url, timeout=3)
    return jsonify(reply.json())
