import requests
from flask import Flask, request

app = Flask(__name__)


@app.route("/preview")
def link_preview():
    target = request.args.get("url")
    page = requests.get(target, timeout=5)
    return {"status": page.status_code, "length": len(page.content)}
