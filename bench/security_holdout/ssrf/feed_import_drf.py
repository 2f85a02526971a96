import requests
from rest_framework import status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView


class FeedFetcher:
    def __init__(self, url, timeout=10):
        self.url = url
        self.timeout = timeout

    def fetch(self):
        resp = requests.get(self.url, timeout=self.timeout)
        resp.raise_for_status()
        return resp.text


class FeedImportView(APIView):
    permission_classes = [IsAuthenticated]

    def post(self, request):
        fetcher = FeedFetcher(request.data["feed_url"])
        body = fetcher.fetch()
        request.user.feeds.create(url=fetcher.url, raw=body[:100000])
        return Response({"bytes": len(body)}, status=status.HTTP_201_CREATED)
