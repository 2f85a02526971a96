from defusedxml import ElementTree as SafeET
from flask import Flask, request

app = Flask(__name__)


@app.post("/invoices/import")
def import_invoice():
    root = SafeET.fromstring(request.data)
    return {"number": root.findtext("number"), "total": root.findtext("total")}
