import logging
from dataclasses import dataclass, field
from typing import List

import yaml
from flask import Blueprint, Flask, jsonify, request

log = logging.getLogger("workflows")
bp = Blueprint("workflows", __name__, url_prefix="/workflows")

ALLOWED_ACTIONS = {"email", "webhook", "slack", "wait"}


@dataclass
class Step:
    action: str
    params: dict = field(default_factory=dict)


@dataclass
class Workflow:
    name: str
    trigger: str
    steps: List[Step]


class WorkflowError(Exception):
    pass


def build_workflow(doc) -> Workflow:
    if not isinstance(doc, dict):
        raise WorkflowError("document must be a mapping")
    steps = []
    for raw in doc.get("steps", []):
        action = raw.get("action")
        if action not in ALLOWED_ACTIONS:
            raise WorkflowError(f"unknown action {action!r}")
        steps.append(Step(action=action, params=raw.get("params") or {}))
    return Workflow(name=str(doc.get("name", "untitled")), trigger=str(doc.get("trigger", "manual")), steps=steps)


WORKFLOWS = {}


@bp.route("", methods=["POST"])
def import_workflow():
    text = request.get_data(as_text=True)
    try:
        doc = yaml.safe_load(text)
        wf = build_workflow(doc)
    except (yaml.YAMLError, WorkflowError, AttributeError) as exc:
        log.info("workflow import failed: %s", exc)
        return jsonify(error=str(exc)), 400
    WORKFLOWS[wf.name] = wf
    return jsonify(name=wf.name, steps=len(wf.steps)), 201


@bp.route("", methods=["GET"])
def list_workflows():
    return jsonify(sorted(WORKFLOWS))


def create_app():
    app = Flask(__name__)
    app.register_blueprint(bp)
    return app
