import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from rest_framework.parsers import MultiPartParser
from rest_framework.response import Response
from rest_framework.views import APIView


class StatementHandler(ContentHandler):
    def __init__(self):
        super().__init__()
        self.entries = []
        self._current = None
        self._text = []

    def startElement(self, name, attrs):
        if name == "Ntry":
            self._current = {}
        self._text = []

    def characters(self, content):
        self._text.append(content)

    def endElement(self, name):
        if self._current is not None and name in ("Amt", "BookgDt", "AddtlNtryInf"):
            self._current[name] = "".join(self._text).strip()
        elif name == "Ntry":
            self.entries.append(self._current)
            self._current = None


class BankStatementUploadView(APIView):
    parser_classes = [MultiPartParser]

    def post(self, request):
        upload = request.FILES["statement"]
        handler = StatementHandler()
        parser = xml.sax.make_parser()
        parser.setFeature(feature_external_ges, True)
        parser.setContentHandler(handler)
        parser.parse(upload)
        return Response({"entries": handler.entries, "count": len(handler.entries)})
