import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)
ALLOWED_KINDS = {"Deployment", "Service", "ConfigMap"}


@app.route("/manifests/lint", methods=["POST"])
def lint_manifest():
    text = request.get_data(as_text=True)
    try:
        docs = list(yaml.safe_load_all(text))
    except yaml.YAMLError as exc:
        return jsonify({"error": str(exc)}), 400
    problems = []
    for index, doc in enumerate(docs):
        if not isinstance(doc, dict):
            problems.append(f"document {index} is not a mapping")
        elif doc.get("kind") not in ALLOWED_KINDS:
            problems.append(f"document {index} has unsupported kind {doc.get('kind')!r}")
    return jsonify({"documents": len(docs), "problems": problems})
