from flask import Flask, redirect, request

from auth.service import authenticate

app = Flask(__name__)


@app.post("/login")
def login():
    authenticate(request.form["username"], request.form["password"])
    next_url = request.args.get("next", "/")
    return redirect(next_url)
