from flask import Flask, request, redirect, session

app = Flask(__name__)
app.secret_key = "dev-key"


@app.route("/login", methods=["POST"])
def login():
    username = request.form.get("username", "")
    session["user"] = username
    next_page = request.args.get("next") or request.form.get("next") or "/home"
    next_page = next_page.strip()
    return redirect(next_page)
