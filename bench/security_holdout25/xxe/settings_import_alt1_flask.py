from defusedxml import ElementTree as DET
from flask import Flask, jsonify, request

app = Flask(__name__)
DEFAULTS = {"timezone": "UTC", "currency": "EUR", "page_size": "25"}


def settings_from_xml(blob):
    root = DET.fromstring(blob)
    return {item.get("name"): item.text for item in root.iter("setting")}


def merge_settings(current, incoming):
    current.update({k: v for k, v in incoming.items() if k in DEFAULTS})
    return current


@app.post("/workspace/settings/import")
def import_settings():
    incoming = settings_from_xml(request.get_data())
    return jsonify(merge_settings(dict(DEFAULTS), incoming))
