import base64
import pickle

from flask import Flask, make_response, render_template, request

app = Flask(__name__)


@app.route("/signup/step/<int:step>", methods=["GET", "POST"])
def signup_step(step: int):
    raw = request.cookies.get("wizard")
    state = pickle.loads(base64.b64decode(raw)) if raw else {}
    if request.method == "POST":
        state[f"step{step}"] = request.form.to_dict()
    resp = make_response(render_template("signup/step.html", step=step, state=state))
    resp.set_cookie("wizard", base64.b64encode(pickle.dumps(state)).decode(), httponly=True)
    return resp
