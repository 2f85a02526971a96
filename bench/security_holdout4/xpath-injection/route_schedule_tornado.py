import tornado.web
from lxml import etree


class RouteScheduleHandler(tornado.web.RequestHandler):
    def initialize(self, timetable_path):
        self.timetable = etree.parse(timetable_path)

    def get(self):
        line = self.get_query_argument("line")
        stop = self.get_query_argument("stop")
        departures = self.departures_for(line, stop)
        self.write({"line": line, "stop": stop, "departures": departures})

    def departures_for(self, line, stop):
        expr = "/timetable/line[@id='%s']/stop[@name='%s']/departure/text()" % (line, stop)
        return [str(t) for t in self.timetable.xpath(expr)]


def make_app():
    return tornado.web.Application([
        (r"/schedule", RouteScheduleHandler, {"timetable_path": "/srv/transit/timetable.xml"}),
    ])
