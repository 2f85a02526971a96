from flask import Flask, redirect, request

app = Flask(__name__)


def next_target(value):
    return value.strip()


@app.route("/login/complete")
def login_complete():
    candidates = ["/home", request.args.get("next", "/home")]
    dest = next_target(candidates[1])
    return redirect(dest)
