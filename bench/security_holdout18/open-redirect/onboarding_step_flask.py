from flask import Flask, redirect, render_template, request, url_for

app = Flask(__name__)

NEXT_STEPS = {
    "profile": "onboarding_profile",
    "done": "dashboard",
}


@app.get("/onboarding/continue")
def continue_onboarding():
    step = request.args.get("then", "profile")
    endpoint = NEXT_STEPS.get(step, "dashboard")
    return redirect(url_for(endpoint, ref=request.args.get("ref", "")))


@app.get("/onboarding/profile")
def onboarding_profile():
    return render_template("onboarding/profile.html")


@app.get("/dashboard")
def dashboard():
    return render_template("dashboard.html")
