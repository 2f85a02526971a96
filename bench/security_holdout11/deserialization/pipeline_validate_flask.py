import logging
import os
from dataclasses import dataclass, field
from typing import Dict, List

import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)
log = logging.getLogger("pipelines")

PIPELINE_DIR = os.environ.get("PIPELINE_DIR", "/srv/pipelines")
ALLOWED_STAGES = {"build", "test", "lint", "deploy"}


@dataclass
class Stage:
    name: str
    commands: List[str]
    env: Dict[str, str] = field(default_factory=dict)


@dataclass
class Pipeline:
    name: str
    stages: List[Stage]

    def summary(self):
        return {"name": self.name, "stages": [s.name for s in self.stages]}


class PipelineError(ValueError):
    pass


def build_pipeline(doc):
    if not isinstance(doc, dict) or "stages" not in doc:
        raise PipelineError("missing stages")
    stages = []
    for raw in doc["stages"]:
        name = raw.get("name")
        if name not in ALLOWED_STAGES:
            raise PipelineError(f"unknown stage {name!r}")
        commands = [str(c) for c in raw.get("commands", [])]
        stages.append(Stage(name, commands, dict(raw.get("env", {}))))
    return Pipeline(str(doc.get("name", "unnamed")), stages)


@app.route("/pipelines/validate", methods=["POST"])
def validate_pipeline():
    text = request.get_data(as_text=True)
    try:
        doc = yaml.safe_load(text)
        pipeline = build_pipeline(doc)
    except (yaml.YAMLError, PipelineError, AttributeError) as exc:
        log.info("pipeline rejected: %s", exc)
        return jsonify(valid=False, error=str(exc)), 400
    return jsonify(valid=True, pipeline=pipeline.summary())


@app.route("/pipelines")
def list_pipelines():
    names = [f[:-4] for f in os.listdir(PIPELINE_DIR) if f.endswith(".yml")]
    return jsonify(pipelines=sorted(names))
