import xml.etree.ElementTree as ET

from flask import Flask, Response, request

app = Flask(__name__)


@app.post("/soap")
def soap_endpoint():
    envelope = ET.fromstring(request.get_data())
    body = envelope.find(".//{http://schemas.xmlsoap.org/soap/envelope/}Body")
    return Response(f"<ack>{len(body)}</ack>", mimetype="text/xml")
