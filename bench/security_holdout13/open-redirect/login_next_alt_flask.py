from flask import Flask, redirect, request, session

app = Flask(__name__)
app.secret_key = "load-from-env"


def resolve_target(values):
    return values.get("next") or "/dashboard"


@app.post("/login")
def login():
    user = request.form.get("user", "")
    session["user"] = user if user.isalnum() else "anonymous"
    values = {"next": request.form.get("next", ""), "source": "form"}
    target = resolve_target(values)
    return redirect(target)
