import io

import torch
from flask import Blueprint, jsonify, request

from .benchmarks import build_model, run_benchmark

eval_bp = Blueprint("eval", __name__, url_prefix="/eval")


@eval_bp.route("/checkpoints", methods=["POST"])
def evaluate_checkpoint():
    uploaded = request.files.get("checkpoint")
    arch = request.form.get("arch", "resnet18")
    if uploaded is None:
        return jsonify({"error": "checkpoint file required"}), 400

    buffer = io.BytesIO(uploaded.read())
    checkpoint = torch.load(buffer, map_location="cpu", weights_only=False)
    model = build_model(arch)
    model.load_state_dict(checkpoint["state_dict"])
    metrics = run_benchmark(model)
    return jsonify({"arch": arch, "epoch": checkpoint.get("epoch"), "metrics": metrics})
