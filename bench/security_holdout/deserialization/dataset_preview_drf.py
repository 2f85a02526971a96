import pandas as pd
from rest_framework.parsers import MultiPartParser
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView


class DatasetPreviewView(APIView):
    parser_classes = [MultiPartParser]
    permission_classes = [IsAuthenticated]

    def post(self, request):
        upload = request.FILES["dataset"]
        frame = pd.read_pickle(upload, compression=None)
        return Response({
            "columns": [str(c) for c in frame.columns],
            "rows": len(frame),
            "head": frame.head(5).to_dict("records"),
        })
