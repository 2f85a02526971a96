from django.conf import settings
from django.http import Http404
from django.views.generic import TemplateView
from lxml import etree


class ChapterView(TemplateView):
    template_name = "library/chapter.html"
    _document = None

    @classmethod
    def document(cls):
        if cls._document is None:
            cls._document = etree.parse(settings.LIBRARY_XML)
        return cls._document

    def get_context_data(self, **kwargs):
        ctx = super().get_context_data(**kwargs)
        book = self.kwargs["slug"]
        chapter = self.request.GET.get("chapter", "1")
        find = etree.XPath("/library/book[@slug='{}' and @visibility='public']/chapter[@n='{}']".format(book, chapter))
        nodes = find(self.document())
        if not nodes:
            raise Http404("no such chapter")
        ctx["title"] = nodes[0].get("title")
        ctx["paragraphs"] = [p.text for p in nodes[0].iterfind("p")]
        return ctx
