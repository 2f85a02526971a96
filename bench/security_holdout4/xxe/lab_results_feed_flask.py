from defusedxml import ElementTree as SafeET
from flask import Flask, jsonify, request

from lab.results import store_result

app = Flask(__name__)
NS = {"hl7": "urn:hl7-org:v3"}


@app.post("/lab/results")
def receive_results():
    root = SafeET.fromstring(request.data)
    stored = 0
    for obs in root.iterfind(".//hl7:observation", NS):
        code = obs.find("hl7:code", NS)
        value = obs.find("hl7:value", NS)
        if code is None or value is None:
            continue
        store_result(
            patient_ref=root.findtext(".//hl7:patientRole/hl7:id", namespaces=NS),
            loinc=code.get("code"),
            value=value.get("value"),
            unit=value.get("unit"),
        )
        stored += 1
    return jsonify({"stored": stored})
