from flask import Flask, abort, redirect, request
from itsdangerous import BadSignature, URLSafeSerializer

from analytics import record_click

app = Flask(__name__)
signer = URLSafeSerializer("link-signing-key", salt="tracked-links")


@app.route("/r")
def tracked_redirect():
    try:
        destination = signer.loads(request.args["u"])
    except BadSignature:
        abort(400)
    record_click(destination)
    return redirect(destination, 302)
