from lxml import etree
from quart import Quart, jsonify, request

app = Quart(__name__)
REPORTS = etree.parse("reports/regions.xml")


@app.post("/reports/region")
async def region_report():
    form = await request.form
    limit = 8
    region = "emea"
    if limit * 2 < limit:
        region = form.get("region", "emea")
    totals = REPORTS.xpath(f"//region[@code='{region}']/total/text()")
    return jsonify(region=region, totals=[str(t) for t in totals])
