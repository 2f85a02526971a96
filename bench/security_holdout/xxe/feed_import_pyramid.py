from xml.dom import minidom
from xml.sax import make_parser
from xml.sax.handler import feature_external_ges

from pyramid.view import view_config


class FeedImporter:
    def __init__(self):
        self.parser = make_parser()
        self.parser.setFeature(feature_external_ges, True)

    def parse(self, payload):
        return minidom.parseString(payload, parser=self.parser)


@view_config(route_name="feed_import", request_method="POST", renderer="json")
def feed_import(request):
    doc = FeedImporter().parse(request.body)
    titles = [n.firstChild.data for n in doc.getElementsByTagName("title") if n.firstChild]
    return {"count": len(titles), "titles": titles}
