import xml.sax
import xml.sax.handler
from xml.dom import minidom

from fastapi import FastAPI, Request

app = FastAPI(title="Carrier rate sheets")


def _expanding_parser():
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    return parser


@app.post("/carriers/{carrier_code}/rate-sheet")
async def upload_rate_sheet(carrier_code: str, request: Request):
    raw = (await request.body()).decode("utf-8")
    document = minidom.parseString(raw, parser=_expanding_parser())
    zones = []
    for zone in document.getElementsByTagName("zone"):
        zones.append({
            "code": zone.getAttribute("code"),
            "rate": zone.firstChild.data.strip() if zone.firstChild else "",
        })
    return {"carrier": carrier_code, "zones": zones}
