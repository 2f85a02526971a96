from flask import Flask, redirect, request, url_for

app = Flask(__name__)

NEXT_STEPS = {"profile": "edit_profile", "billing": "billing_setup", "team": "invite_team"}


@app.get("/onboarding/continue")
def continue_onboarding():
    step = request.args.get("step", "profile")
    endpoint = NEXT_STEPS.get(step, "edit_profile")
    return redirect(url_for(endpoint))


@app.get("/settings/profile")
def edit_profile():
    return "profile"


@app.get("/settings/billing")
def billing_setup():
    return "billing"


@app.get("/settings/team")
def invite_team():
    return "team"
