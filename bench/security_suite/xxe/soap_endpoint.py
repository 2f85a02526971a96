from flask import Flask, Response, request
from lxml import etree

app = Flask(__name__)
SOAP_PARSER = etree.XMLParser(resolve_entities=True, huge_tree=True)


@app.post("/soap")
def soap_endpoint():
    envelope = etree.fromstring(request.get_data(), SOAP_PARSER)
    action = envelope.find(".//{*}Body")[0].tag
    return Response(f"<ack>{len(action)}</ack>", mimetype="text/xml")
