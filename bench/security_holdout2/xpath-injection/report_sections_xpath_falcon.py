import falcon
from lxml import etree

SECTION_PATHS = {
    "summary": "/report/section[@kind='summary']",
    "risks": "/report/section[@kind='risk']",
    "appendix": "/report/appendix",
}


class ReportStore:
    def __init__(self, root):
        self.root = root

    def load(self, report_id):
        return etree.parse(f"{self.root}/{report_id}.xml")


class ReportSectionResource:
    def __init__(self, store):
        self.store = store

    def on_get(self, req, resp, report_id):
        section = req.get_param("section", default="summary")
        path = SECTION_PATHS.get(section)
        if path is None:
            raise falcon.HTTPBadRequest(description="unknown section")
        doc = self.store.load(report_id)
        nodes = doc.xpath(path)
        resp.media = {
            "section": section,
            "paragraphs": [p.text for n in nodes for p in n.iter("para")],
        }


app = falcon.App()
app.add_route("/reports/{report_id:int}", ReportSectionResource(ReportStore("/srv/reports")))
