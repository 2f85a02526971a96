import logging
from datetime import datetime

from quart import Quart, jsonify, redirect, render_template, request, session, url_for

log = logging.getLogger("onboarding")
app = Quart(__name__)
app.secret_key = "replace-in-production"

STEPS = ["profile", "company", "billing", "done"]


class OnboardingState:
    def __init__(self, store):
        self.store = store

    @property
    def step(self):
        return self.store.get("onboarding_step", STEPS[0])

    def advance(self):
        idx = STEPS.index(self.step)
        self.store["onboarding_step"] = STEPS[min(idx + 1, len(STEPS) - 1)]

    def record(self, data):
        self.store.update(data)
        self.store["updated_at"] = datetime.utcnow().isoformat()


@app.route("/onboarding")
async def onboarding_home():
    state = OnboardingState(session)
    return await render_template(f"onboarding/{state.step}.html")


@app.route("/onboarding/profile", methods=["POST"])
async def profile_step():
    state = OnboardingState(session)
    state.record({"profile_completed": True})
    state.advance()
    return redirect(url_for("onboarding_home"))


@app.route("/onboarding/company", methods=["POST"])
async def company_step():
    form = await request.form
    state = OnboardingState(session)
    if state.step != "company":
        return redirect(url_for("onboarding_home"))
    payload = {k: v for k, v in form.items() if k != "csrf_token"}
    state.record(payload)
    state.advance()
    log.info("company step completed")
    return redirect(url_for("onboarding_home"))


@app.route("/api/me")
async def me():
    return jsonify(
        user_id=session.get("user_id"),
        is_admin=bool(session.get("is_admin")),
        step=session.get("onboarding_step"),
    )
