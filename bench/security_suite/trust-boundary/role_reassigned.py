from flask import Flask, request, session

app = Flask(__name__)


@app.post("/profile/role")
def choose_role():
    role = "viewer"
    role = request.form.get("role", "viewer")
    session["role"] = role
    return {"role": role}
