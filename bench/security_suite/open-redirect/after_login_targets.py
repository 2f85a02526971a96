from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/login/done")
def login_done():
    targets = ["/dashboard", request.args.get("next", "/")]
    return redirect(targets[1])
