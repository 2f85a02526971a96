from flask import Flask, abort, redirect, render_template, session, url_for

app = Flask(__name__)
app.config.from_envvar("PORTAL_SETTINGS")

STEPS = ["profile", "team", "billing", "done"]


def current_step():
    step = session.get("onboarding_step", STEPS[0])
    return step if step in STEPS else STEPS[0]


@app.get("/onboarding/<step>")
def onboarding(step):
    if step not in STEPS or STEPS.index(step) > STEPS.index(current_step()):
        abort(404)
    return render_template(f"onboarding/{step}.html", step=step)


@app.post("/onboarding/advance")
def advance():
    position = STEPS.index(current_step())
    next_step = STEPS[min(position + 1, len(STEPS) - 1)]
    session["onboarding_step"] = next_step
    return redirect(url_for("onboarding", step=next_step))
