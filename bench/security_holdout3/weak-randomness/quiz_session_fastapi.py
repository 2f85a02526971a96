import random
from typing import List

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

from .question_bank import load_questions

app = FastAPI()


class Question(BaseModel):
    id: int
    prompt: str
    choices: List[str]


@app.get("/quizzes/{quiz_id}/questions", response_model=List[Question])
def quiz_questions(quiz_id: int, count: int = 10):
    pool = load_questions(quiz_id)
    if not pool:
        raise HTTPException(status_code=404, detail="quiz not found")
    questions = [dict(q) for q in pool]
    random.shuffle(questions)
    for q in questions:
        q["choices"] = random.sample(q["choices"], len(q["choices"]))
    return questions[: max(1, min(count, len(questions)))]
