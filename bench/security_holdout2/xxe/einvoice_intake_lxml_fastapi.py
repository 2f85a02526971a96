from fastapi import FastAPI, File, HTTPException, UploadFile
from lxml import etree

UBL_NS = {
    "cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
    "cac": "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
}

app = FastAPI()


def _invoice_parser():
    return etree.XMLParser(resolve_entities=True, remove_blank_text=True)


@app.post("/einvoices")
async def receive_invoice(document: UploadFile = File(...)):
    raw = await document.read()
    try:
        root = etree.fromstring(raw, parser=_invoice_parser())
    except etree.XMLSyntaxError as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    return {
        "id": root.findtext("cbc:ID", namespaces=UBL_NS),
        "issued": root.findtext("cbc:IssueDate", namespaces=UBL_NS),
        "supplier": root.findtext(".//cac:AccountingSupplierParty//cbc:Name", namespaces=UBL_NS),
    }
