// autocannon's setupRequest for questions that differ from request to request (issue 26): each
// request is one of the run's questions, picked at random, so ten connections do not walk the same
// ids in step (and a response cache meets each id about once). autocannon runs in a worker thread
// and requires this file there, hence CommonJS and a file of questions rather than a closure.
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- autocannon's worker requires this file
const { readFileSync } = require('node:fs');

/** @type {Map<string, {method: string, path: string, headers?: Record<string, string>, body?: string}[]>} */
const lists = new Map();

module.exports = function distinctRequest(request) {
  let questions = lists.get(request.questionsFile);
  if (!questions) {
    questions = JSON.parse(readFileSync(request.questionsFile, 'utf8'));
    lists.set(request.questionsFile, questions);
  }
  const question = questions[Math.floor(Math.random() * questions.length)];
  return { ...request, ...question, headers: { ...request.headers, ...question.headers } };
};
