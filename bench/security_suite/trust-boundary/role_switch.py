from flask import Flask, redirect, request, session

app = Flask(__name__)


@app.post("/account/view-as")
def view_as():
    requested_role = request.form.get("role", "viewer")
    session["role"] = requested_role
    return redirect("/dashboard")
