from flask import Flask, redirect, render_template, request, session

app = Flask(__name__)
app.secret_key = "change-me"


def check_credentials(username, password):
    return username == "demo" and password == "demo-pass"


@app.route("/login", methods=["GET", "POST"])
def login():
    next_url = request.values.get("next") or "/home"
    if request.method == "POST":
        if check_credentials(request.form.get("username"), request.form.get("password")):
            session["authenticated"] = True
            return redirect(next_url)
        return render_template("login.html", error=True, next=next_url), 401
    return render_template("login.html", next=next_url)
