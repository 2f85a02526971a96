from defusedxml import minidom
from pyramid.view import view_config


class PodcastImporter:
    def __init__(self, max_episodes=500):
        self.max_episodes = max_episodes

    def parse(self, payload):
        return minidom.parseString(payload)


@view_config(route_name="podcast_import", request_method="POST", renderer="json")
def podcast_import(request):
    importer = PodcastImporter()
    doc = importer.parse(request.body)
    items = doc.getElementsByTagName("item")[: importer.max_episodes]
    titles = [t.firstChild.data for i in items for t in i.getElementsByTagName("title")[:1] if t.firstChild]
    return {"count": len(titles), "titles": titles}
