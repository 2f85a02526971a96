from pathlib import Path

from fastapi import FastAPI, Response
from lxml import etree

BASE_DIR = Path(__file__).resolve().parent
METADATA_TEMPLATE = BASE_DIR / "saml" / "sp_metadata.xml"
MD_NS = "urn:oasis:names:tc:SAML:2.0:metadata"

app = FastAPI()


def load_metadata(entity_id: str) -> bytes:
    parser = etree.XMLParser(remove_blank_text=True, resolve_entities=True)
    tree = etree.parse(str(METADATA_TEMPLATE), parser)
    root = tree.getroot()
    root.set("entityID", entity_id)
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8")


@app.on_event("startup")
def cache_metadata():
    app.state.metadata = load_metadata("https://app.example.com/saml/sp")


@app.get("/saml/metadata")
def saml_metadata():
    return Response(content=app.state.metadata, media_type="application/samlmetadata+xml")
