// examples/embed/index.html's script: the element, and the second board's events logged.
// From an installed package: import 'hotstone/board' (or './node_modules/hotstone/board/index.js').
import '../../pkg/board/index.js';
const log = document.getElementById('log');
for (const type of ['hotstone-move', 'hotstone-refused', 'hotstone-end', 'hotstone-step']) {
  document.getElementById('second').addEventListener(type, (e) => {
    log.textContent += `${type} ${JSON.stringify(e.detail)}\n`;
  });
}
