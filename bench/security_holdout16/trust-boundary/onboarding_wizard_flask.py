import secrets
from dataclasses import dataclass, field
from datetime import datetime, timezone

from flask import Flask, abort, jsonify, request, session

app = Flask(__name__)
app.config["SECRET_KEY"] = "wizard-secret"

STEPS = ("company", "billing", "team", "review")


@dataclass
class Draft:
    id: str
    created: datetime
    answers: dict = field(default_factory=dict)


DRAFTS: dict[str, Draft] = {}


def _draft_or_404() -> Draft:
    draft_id = session.get("draft_id")
    if not draft_id or draft_id not in DRAFTS:
        abort(404)
    return DRAFTS[draft_id]


@app.post("/onboarding/start")
def start():
    draft = Draft(id=secrets.token_urlsafe(16), created=datetime.now(timezone.utc))
    DRAFTS[draft.id] = draft
    session["draft_id"] = draft.id
    session["step"] = 0
    return jsonify(step=STEPS[0])


@app.post("/onboarding/step/<name>")
def save_step(name: str):
    draft = _draft_or_404()
    if name not in STEPS:
        abort(404)
    expected = STEPS[session.get("step", 0)]
    if name != expected:
        return jsonify(error=f"expected step {expected}"), 409
    payload = request.get_json(silent=True) or {}
    draft.answers[name] = {str(k)[:40]: str(v)[:200] for k, v in payload.items()}
    next_index = min(STEPS.index(name) + 1, len(STEPS) - 1)
    session["step"] = next_index
    return jsonify(step=STEPS[next_index])


@app.get("/onboarding/review")
def review():
    draft = _draft_or_404()
    return jsonify(created=draft.created.isoformat(), answers=draft.answers)
