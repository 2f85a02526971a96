from flask import Flask, redirect, request, url_for

app = Flask(__name__)
CONFIRMED = set()


@app.route("/newsletter/confirm")
def confirm_subscription():
    token = request.args.get("token", "")
    if token:
        CONFIRMED.add(token)
    target = request.args.get("next") or url_for("thanks")
    return redirect(target)


@app.route("/newsletter/thanks")
def thanks():
    return "Thanks for confirming!"
